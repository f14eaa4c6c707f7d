class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [1, 256, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.156048233866394e-07
    std = 0.0003850343310122402
    data = None
    min_val = -0.0022304074373096228
    max_val = 0.0022004470229148865
