#!/usr/bin/env bash
# Installs what this machine lacks, then starts the sandbox backend and both targets: npm start.
source "$(dirname "$0")/bootstrap.sh"
npm start
