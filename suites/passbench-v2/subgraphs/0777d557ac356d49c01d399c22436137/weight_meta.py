class Program_weight_tensor_meta_hidden_state_18:
    name = "hidden_state_18"
    shape = [1, 96, 1, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -2.333712717746634e-11
    std = 4.568639344776996e-11
    data = None
    min_val = -1.2543686922494857e-10
    max_val = 8.309698068531546e-11


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 96, 56, 56]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -4.4028653009729644e-09
    std = 8.848193078058975e-08
    data = None
    min_val = -8.902371178010071e-07
    max_val = 4.499368344568211e-07
