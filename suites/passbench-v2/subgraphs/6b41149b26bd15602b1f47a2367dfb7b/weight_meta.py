class Program_weight_tensor_meta_hidden_states_21:
    name = "hidden_states_21"
    shape = [1, 9, 14, 128]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.001350769833838029
    std = 0.16933278919306904
    data = None
    min_val = -0.6282788515090942
    max_val = 0.6643732786178589
