class Program_weight_tensor_meta_hidden_states_234:
    name = "hidden_states_234"
    shape = [1, 7, 7, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.031380180211965e-10
    std = 0.9998084535098876
    data = None
    min_val = -4.209972858428955
    max_val = 3.8563737869262695
