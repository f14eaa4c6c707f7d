class Program_weight_tensor_meta_attn_weights_33:
    name = "attn_weights_33"
    shape = [6, 8, 8]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.2046534804355247e-05
    std = 0.0016397726677001884
    data = None
    min_val = -0.005120365880429745
    max_val = 0.004981633275747299
