from clawmark.cli import main

main()
