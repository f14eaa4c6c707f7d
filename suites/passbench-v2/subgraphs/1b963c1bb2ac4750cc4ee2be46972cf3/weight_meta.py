class Program_weight_tensor_meta_pooler_output:
    name = "pooler_output"
    shape = [1, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.19235835186145778
    std = 0.3040524218152992
    data = None
    min_val = -0.7268706560134888
    max_val = 1.3522840738296509
