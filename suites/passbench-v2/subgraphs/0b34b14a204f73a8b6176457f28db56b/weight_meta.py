class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 197, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.89325798858594e-05
    std = 0.11082790958643275
    data = None
    min_val = -0.5984126925468445
    max_val = 0.520986020565033
