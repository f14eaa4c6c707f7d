class Program_weight_tensor_meta_linear_47:
    name = "linear_47"
    shape = [25, 7, 7, 2304]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00033894908583597565
    std = 0.10115228286293344
    data = None
    min_val = -0.540871798992157
    max_val = 0.5174075961112976
