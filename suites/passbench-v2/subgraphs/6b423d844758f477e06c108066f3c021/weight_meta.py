class Program_weight_tensor_meta_hidden_states_51:
    name = "hidden_states_51"
    shape = [196, 96, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -8.006721364785221e-05
    std = 0.008870499420355553
    data = None
    min_val = -0.034768566489219666
    max_val = 0.03162917122244835
