#!/bin/sh
# The full matrix on a simulator: 2652 steps (34 sample links × 78 conditions), in the audit's order, about 22 hours (30 s a step).
# Boot the simulator, install the app, then run this script and follow it.
# WAYFINDER_NO_PAUSE=1 runs without waiting; WAYFINDER_WAIT sets the seconds to wait for the app (default 2).
# Links with secret parts read them from the environment; export before running:
#   SAMPLE_15_SECRET  for shop://teams/7/invite/<redacted> (valid invite)
#   SAMPLE_16_SECRET  for shop://teams/7/invite/<redacted> (expired invite)
#   SAMPLE_17_SECRET  for shop://teams/7/invite/<redacted> (foreign invite)
#   SAMPLE_19_SECRET  for shop://reset-password/<redacted> (fresh reset code)
#   SAMPLE_20_SECRET  for shop://reset-password/<redacted> (stale reset code)
#   SAMPLE_21_SECRET  for shop://sign-in/<redacted> (alice's sign-in link)
#   SAMPLE_22_SECRET  for shop://sign-in/<redacted> (bob's sign-in link)
#   SAMPLE_23_SECRET  for shop://sign-in/<redacted> (stale sign-in link)
set -eu
DEVICE='iPhone 16'
BUNDLE='com.example.shop'
OTHER_APP='com.apple.Preferences'
pause() { [ -n "${WAYFINDER_NO_PAUSE:-}" ] || { printf '%s ' "$1"; read -r _; }; }
settle() { sleep "${WAYFINDER_WAIT:-2}"; }
step() { printf '\n== %s\n' "$1"; }
say() { printf '%s\n' "$1"; }

step '1/2652 · shop:// (home) · cold · signed in · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '2/2652 · shop:// (home) · cold · signed in · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '3/2652 · shop:// (home) · cold · signed in · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch. Make forced-update pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '4/2652 · shop:// (home) · cold · signed in · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch. Make onboarding pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '5/2652 · shop:// (home) · cold · signed in + requirements met · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '6/2652 · shop:// (home) · cold · signed in + requirements met · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '7/2652 · shop:// (home) · cold · signed in + requirements met · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives. Make forced-update pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '8/2652 · shop:// (home) · cold · signed in + requirements met · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives. Make onboarding pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '9/2652 · shop:// (home) · cold · signed out · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '10/2652 · shop:// (home) · cold · signed out · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '11/2652 · shop:// (home) · cold · signed out · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out. Make forced-update pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '12/2652 · shop:// (home) · cold · signed out · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out. Make onboarding pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '13/2652 · shop:// (home) · cold · expired · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '14/2652 · shop:// (home) · cold · expired · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '15/2652 · shop:// (home) · cold · expired · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server). Make forced-update pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '16/2652 · shop:// (home) · cold · expired · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server). Make onboarding pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '17/2652 · shop:// (home) · cold · unknown → signed in · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with the session still restoring when the link arrives (a slow network).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '18/2652 · shop:// (home) · cold · unknown → signed in · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with the session still restoring when the link arrives (a slow network).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '19/2652 · shop:// (home) · cold · unknown → signed in · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with the session still restoring when the link arrives (a slow network). Make forced-update pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '20/2652 · shop:// (home) · cold · unknown → signed in · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with the session still restoring when the link arrives (a slow network). Make onboarding pending at launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '21/2652 · shop:// (home) · warm · signed in · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '22/2652 · shop:// (home) · warm · signed in · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '23/2652 · shop:// (home) · warm · signed in · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make forced-update pending (it shows forcedUpdate).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '24/2652 · shop:// (home) · warm · signed in · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make onboarding pending (it shows onboarding).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '25/2652 · shop:// (home) · warm · signed in + requirements met · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '26/2652 · shop:// (home) · warm · signed in + requirements met · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '27/2652 · shop:// (home) · warm · signed in + requirements met · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
say 'Make forced-update pending (it shows forcedUpdate).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '28/2652 · shop:// (home) · warm · signed in + requirements met · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice and meet step-up before the link arrives.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Meet every requirement in the app (step-up).'
pause 'Press return when done.'
say 'Make onboarding pending (it shows onboarding).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '29/2652 · shop:// (home) · warm · signed out · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '30/2652 · shop:// (home) · warm · signed out · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '31/2652 · shop:// (home) · warm · signed out · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make forced-update pending (it shows forcedUpdate).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '32/2652 · shop:// (home) · warm · signed out · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make onboarding pending (it shows onboarding).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '33/2652 · shop:// (home) · warm · expired · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '34/2652 · shop:// (home) · warm · expired · sign-in up'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Open the sign-in screen.'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '35/2652 · shop:// (home) · warm · expired · forced-update pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make forced-update pending (it shows forcedUpdate).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '36/2652 · shop:// (home) · warm · expired · onboarding pending'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice with a session that has expired (revoke its refresh on the server).'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
say 'Make onboarding pending (it shows onboarding).'
pause 'Press return when it is up.'
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

