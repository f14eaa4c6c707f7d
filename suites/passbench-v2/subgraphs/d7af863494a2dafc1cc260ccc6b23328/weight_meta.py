class Program_weight_tensor_meta_input_2:
    name = "input_2"
    shape = [1, 257, 5120]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -2.7787959631334967e-05
    std = 0.12636930750435085
    data = None
    min_val = -0.6292157769203186
    max_val = 0.6290585994720459
