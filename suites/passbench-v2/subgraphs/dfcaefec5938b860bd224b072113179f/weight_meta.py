class Program_weight_tensor_meta_linear_30:
    name = "linear_30"
    shape = [1, 1500, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00047513774375871357
    std = 0.12657924692089767
    data = None
    min_val = -0.607583224773407
    max_val = 0.640049397945404
