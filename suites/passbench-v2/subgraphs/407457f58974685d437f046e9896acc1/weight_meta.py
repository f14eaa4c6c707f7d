class Program_weight_tensor_meta_hidden_states_43:
    name = "hidden_states_43"
    shape = [1, 8000, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.8056075701211592e-07
    std = 2.5986612939164567e-05
    data = None
    min_val = -0.00016559461073484272
    max_val = 0.00015940736921038479
