class Program_weight_tensor_meta_hidden_states_5:
    name = "hidden_states_5"
    shape = [1, 1569, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.914929945555781e-05
    std = 0.11077365173695937
    data = None
    min_val = -0.5713043212890625
    max_val = 0.5418318510055542
