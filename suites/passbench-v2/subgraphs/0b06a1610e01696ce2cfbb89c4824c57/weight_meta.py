class Program_weight_tensor_meta_attn_probs_3:
    name = "attn_probs_3"
    shape = [12, 3601, 3601]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00027770063874701576
    std = 1.3784246084151809e-08
    data = None
    min_val = 0.0002765345561783761
    max_val = 0.0002787568373605609


class Program_weight_tensor_meta_value_states_3:
    name = "value_states_3"
    shape = [12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.0002413392453377298
    std = 0.03691380350708258
    data = None
    min_val = -0.1367061883211136
    max_val = 0.12469051033258438
