// Every sandbox a test starts without a clock of its own runs at the tests' moment (tests/support/clock.ts).
if (process.env.TEST_NOW) process.env.SANDBOX_NOW = process.env.TEST_NOW
