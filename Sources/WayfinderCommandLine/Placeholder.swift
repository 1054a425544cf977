import Wayfinder
