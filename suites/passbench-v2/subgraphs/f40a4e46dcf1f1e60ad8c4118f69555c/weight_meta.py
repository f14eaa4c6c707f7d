class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 128, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0004509262921752173
    std = 0.11060375536943512
    data = None
    min_val = -0.5116615891456604
    max_val = 0.5390799641609192
