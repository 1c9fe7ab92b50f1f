"""The `make bench` driver: data, load, database limits, tenancy, memory and frontend figures.

Run through scripts/bench.sh, which builds the release binaries and finds the database.
"""
