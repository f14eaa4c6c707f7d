class Program_weight_tensor_meta_hidden_states_18:
    name = "hidden_states_18"
    shape = [1, 16, 205, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004235569990681789
    std = 0.12743014804694955
    data = None
    min_val = -0.5226379632949829
    max_val = 0.6373420357704163
