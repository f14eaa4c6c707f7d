class Program_weight_tensor_meta_hidden_states_75:
    name = "hidden_states_75"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0011840671840004369
    std = 0.03012453425858488
    data = None
    min_val = -0.12563452124595642
    max_val = 0.08771627396345139


class Program_weight_tensor_meta_down_proj_9:
    name = "down_proj_9"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -6.523768731436091e-05
    std = 0.0014114694180809653
    data = None
    min_val = -0.00445571867749095
    max_val = 0.004728381056338549
