class Program_weight_tensor_meta_linear_47:
    name = "linear_47"
    shape = [1, 7, 7, 2304]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007484815590738419
    std = 0.11124218213195369
    data = None
    min_val = -0.4545542597770691
    max_val = 0.5186454057693481
