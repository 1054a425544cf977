import Foundation
import ShopExample
import WayfinderCommandLine

// The Shop example is the command's embedded default; an app hands over its own schema the same way.
exit(await WayfinderCommand.main(schema: Shop(), accounts: SimulatedShopBackend.accounts))
