class Program_weight_tensor_meta_attn_3:
    name = "attn_3"
    shape = [64, 4, 49, 49]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.02040816328067807
    std = 0.03688420539794422
    data = None
    min_val = 1.095910306503356e-06
    max_val = 0.9149366021156311


class Program_weight_tensor_meta_v:
    name = "v"
    shape = [64, 4, 49, 32]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.006282894125387229
    std = 0.10855288227799532
    data = None
    min_val = -0.5528863668441772
    max_val = 0.4783065617084503
