#!/usr/bin/env bash
# Installs what this machine lacks, then runs every test: npm test.
source "$(dirname "$0")/bootstrap.sh"
npm test
