//! Test support: the scenario harness card and rules tests are written
//! with. It sits above the engine and the card behaviour (it names cards by
//! title) and below nothing: no layer of the product imports it.

pub mod scenario;
