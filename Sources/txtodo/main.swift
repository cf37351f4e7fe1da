print("txtodo")
