class Program_weight_tensor_meta_reshape_62:
    name = "reshape_62"
    shape = [196, 8, 3, 12, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0001241559472468181
    std = 0.1108891543343836
    data = None
    min_val = -0.5675674080848694
    max_val = 0.5438093543052673
