class Program_weight_tensor_meta_hidden_states_7:
    name = "hidden_states_7"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.993467441524109e-06
    std = 0.004183687069171108
    data = None
    min_val = -0.0189055185765028
    max_val = 0.018616197630763054


class Program_weight_tensor_meta_attn_output_9:
    name = "attn_output_9"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.4479005369051381e-05
    std = 0.002186810936386287
    data = None
    min_val = -0.006618473678827286
    max_val = 0.007030900567770004
