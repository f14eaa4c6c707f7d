class Program_weight_tensor_meta_hidden_states_88:
    name = "hidden_states_88"
    shape = [1, 16, 2048]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.000773516430957244
    std = 0.127029396940019
    data = None
    min_val = -0.5254611372947693
    max_val = 0.5045500993728638
