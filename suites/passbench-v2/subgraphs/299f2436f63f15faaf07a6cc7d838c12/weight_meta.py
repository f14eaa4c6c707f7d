class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [1, 1045, 2048]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3107348368293504e-05
    std = 0.06405660718637662
    data = None
    min_val = -0.32417669892311096
    max_val = 0.31223803758621216
