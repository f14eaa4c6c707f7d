class Program_weight_tensor_meta_hidden_state_4:
    name = "hidden_state_4"
    shape = [1, 3136, 384]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0025221314625009346
    std = 0.03633456494370463
    data = None
    min_val = -0.10825897008180618
    max_val = 0.12586623430252075
