class Program_weight_tensor_meta_linear_17:
    name = "linear_17"
    shape = [8, 197, 2304]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 6.086958322162782e-05
    std = 0.11080367064887862
    data = None
    min_val = -0.5826506614685059
    max_val = 0.5348166823387146
