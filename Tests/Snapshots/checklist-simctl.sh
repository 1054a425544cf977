#!/bin/sh
# The release checklist on a simulator: 34 steps, each sample link once, about 17 minutes (30 s a step).
# Each link plays in the condition that matters most for it: one that needs sign-in on a cold launch signed out,
# one that needs step-up warm and signed in, a public one back from the background, an unknown one warm.
# Signed-in steps come first, so the session is arranged once and reused.
# The full matrix, every sample link under every condition (2652 steps, about 22 hours): add --full.
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

step '1/34 · shop:// (home) · background · signed in · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed in as alice, with none of step-up met since launch.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '2/34 · shop://products/5 (product) · background · signed in · no modal'
say 'You should see: home > product(5) · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://products/5'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '3/34 · shop://products/5/reviews/2 (review) · background · signed in · no modal'
say 'You should see: home > product(5) > review(5,2) · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://products/5/reviews/2'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '4/34 · shop://search?q=shoes (search with a query) · background · signed in · no modal'
say 'You should see: search > results(shoes) · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://search?q=shoes'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '5/34 · shop://search (search without a query) · background · signed in · no modal'
say 'You should see: search · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://search'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '6/34 · shop://reset-password/<redacted> (fresh reset code) · background · signed in · no modal'
say 'You should see: home · modal passwordReset · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://reset-password/'"${SAMPLE_19_SECRET:?export SAMPLE_19_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '7/34 · shop://reset-password/<redacted> (stale reset code) · background · signed in · no modal'
say 'You should see: home · modal none · notice resetLinkExpired'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://reset-password/'"${SAMPLE_20_SECRET:?export SAMPLE_20_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '8/34 · shop://r/summer (short link to a product) · background · signed in · no modal'
say 'You should see: home > product(5) · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://r/summer'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '9/34 · shop://r/vip (short link to an order) · background · signed in · no modal'
say 'You should see: account > orders > order(7) · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://r/vip'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '10/34 · shop://r/loop (short link that loops) · background · signed in · no modal'
say 'You should see: home · modal none · notice linkUnavailable'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://r/loop'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '11/34 · shop://r/secure (short link to security settings) · background · signed in · no modal'
say 'You should see: account > security · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl launch "$DEVICE" "$OTHER_APP"
settle
xcrun simctl openurl "$DEVICE" 'shop://r/secure'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '12/34 · shop://nowhere/… (unknown path) · warm · signed in · no modal'
say 'You should see: home · modal none · notice linkUnavailable'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://nowhere/at/all'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '13/34 · https://evil.example.com… (foreign host) · warm · signed in · no modal'
say 'You should see: home · modal none · notice linkUnavailable'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'https://evil.example.com/orders/1'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '14/34 · shop://products/%zz (malformed escape) · warm · signed in · no modal'
say 'You should see: home · modal none · notice linkUnavailable'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://products/%zz'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '15/34 · shop://account/security (security settings) · warm · signed in · no modal'
say 'You should see: account > security · modal none · notice none'
say 'Keep the session of the step before (signed in as alice).'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl launch "$DEVICE" "$BUNDLE"
settle
xcrun simctl openurl "$DEVICE" 'shop://account/security'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '16/34 · shop://orders (orders list) · cold · signed out · no modal'
say 'You should see: account > orders · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://orders'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '17/34 · shop://orders/42 (alice'\''s order) · cold · signed out · no modal'
say 'You should see: account > orders > order(42) · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://orders/42'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '18/34 · shop://orders/150 (bob'\''s order) · cold · signed out · no modal'
say 'You should see: account > orders · modal none · notice itemUnavailable'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://orders/150'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '19/34 · shop://orders/999 (missing order) · cold · signed out · no modal'
say 'You should see: account > orders · modal none · notice itemUnavailable'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://orders/999'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '20/34 · shop://billing (billing) · cold · signed out · no modal'
say 'You should see: account > billing · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://billing'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '21/34 · shop://invoices/7 (alice'\''s invoice) · cold · signed out · no modal'
say 'You should see: account > billing > invoice(7) · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://invoices/7'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '22/34 · shop://invoices/77 (bob'\''s invoice) · cold · signed out · no modal'
say 'You should see: account > billing · modal none · notice itemUnavailable'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://invoices/77'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '23/34 · shop://projects/42 (project) · cold · signed out · no modal'
say 'You should see: home > project(42) · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'https://shop.example.com/projects/42'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '24/34 · shop://projects/500 (missing project) · cold · signed out · no modal'
say 'You should see: home · modal none · notice itemUnavailable'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://projects/500'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '25/34 · shop://teams/7/invite/<redacted> (valid invite) · cold · signed out · no modal'
say 'You should see: account > teams > team(7) · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://teams/7/invite/'"${SAMPLE_15_SECRET:?export SAMPLE_15_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '26/34 · shop://teams/7/invite/<redacted> (expired invite) · cold · signed out · no modal'
say 'You should see: account > teams · modal none · notice inviteExpired'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://teams/7/invite/'"${SAMPLE_16_SECRET:?export SAMPLE_16_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '27/34 · shop://teams/7/invite/<redacted> (foreign invite) · cold · signed out · no modal'
say 'You should see: account > teams · modal none · notice inviteNoAccess'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://teams/7/invite/'"${SAMPLE_17_SECRET:?export SAMPLE_17_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '28/34 · shop://sign-in/<redacted> (alice'\''s sign-in link) · cold · signed out · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://sign-in/'"${SAMPLE_21_SECRET:?export SAMPLE_21_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '29/34 · shop://sign-in/<redacted> (bob'\''s sign-in link) · cold · signed out · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://sign-in/'"${SAMPLE_22_SECRET:?export SAMPLE_22_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '30/34 · shop://sign-in/<redacted> (stale sign-in link) · cold · signed out · no modal'
say 'You should see: home · modal none · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://sign-in/'"${SAMPLE_23_SECRET:?export SAMPLE_23_SECRET}"''
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '31/34 · shop://checkout (checkout at its cart) · cold · signed out · no modal'
say 'You should see: home · modal checkout · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://checkout'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '32/34 · shop://checkout/shipping (checkout at shipping) · cold · signed out · no modal'
say 'You should see: home · modal checkout > shipping · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://checkout/shipping'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '33/34 · shop://checkout/payment (checkout at payment) · cold · signed out · no modal'
say 'You should see: home · modal checkout > shipping > payment · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://checkout/payment'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

step '34/34 · shop://compose?text=(personal) (a message with a draft) · cold · signed out · no modal'
say 'You should see: home · modal compose > draft · notice none'
say 'Arrange: Be signed out.'
pause 'Press return when arranged.'
xcrun simctl terminate "$DEVICE" "$BUNDLE" 2>/dev/null || true
xcrun simctl openurl "$DEVICE" 'shop://compose?text=Where%20is%20my%20parcel%3F'
settle
say 'Then: clear any pending launch gate; sign in as alice whenever sign-in shows; complete stepUp whenever it shows (step-up).'
pause 'Press return when it matches (or note the run number).'

say "Done: 34 steps."
