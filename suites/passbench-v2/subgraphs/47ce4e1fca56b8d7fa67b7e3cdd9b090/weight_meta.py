class Program_weight_tensor_meta_hidden_states_109:
    name = "hidden_states_109"
    shape = [1, 8, 205, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0039011625021291877
    std = 0.12856392393460406
    data = None
    min_val = -0.554437518119812
    max_val = 0.5474163293838501
