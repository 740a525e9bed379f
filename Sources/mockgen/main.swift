// Placeholder entry point; the command line is built in issue 4.
print("mockgen")
