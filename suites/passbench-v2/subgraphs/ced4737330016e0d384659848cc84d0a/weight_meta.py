class Program_weight_tensor_meta_linear_4:
    name = "linear_4"
    shape = [1, 128, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00014618468875881967
    std = 0.09074622246605962
    data = None
    min_val = -0.42905014753341675
    max_val = 0.42036762833595276
