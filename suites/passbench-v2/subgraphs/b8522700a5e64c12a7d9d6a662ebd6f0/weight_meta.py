class Program_weight_tensor_meta_linear:
    name = "linear"
    shape = [1, 1500, 1280]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.7939198800081436e-06
    std = 0.1135594697913081
    data = None
    min_val = -0.5793097019195557
    max_val = 0.5501582622528076
