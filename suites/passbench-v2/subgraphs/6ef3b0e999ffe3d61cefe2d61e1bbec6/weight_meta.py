class Program_weight_tensor_meta_L_x_:
    name = "L_x_"
    shape = [1, 200, 4]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.49975810330361126
    std = 0.005001096084689384
    data = None
