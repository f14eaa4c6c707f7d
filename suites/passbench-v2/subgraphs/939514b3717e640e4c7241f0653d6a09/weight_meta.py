class Program_weight_tensor_meta_hidden_states_25:
    name = "hidden_states_25"
    shape = [1, 512, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0650772987541887
    std = 0.08378717466236937
    data = None
    min_val = -0.4912261664867401
    max_val = 0.33677950501441956
