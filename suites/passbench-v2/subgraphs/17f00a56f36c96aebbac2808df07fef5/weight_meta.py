class Program_weight_tensor_meta_hidden_state_24:
    name = "hidden_state_24"
    shape = [1, 784, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0029688435354631414
    std = 0.05586792417693337
    data = None
    min_val = -0.15564754605293274
    max_val = 0.18214592337608337
