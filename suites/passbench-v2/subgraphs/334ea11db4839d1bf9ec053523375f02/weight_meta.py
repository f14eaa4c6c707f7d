class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 577, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.15736257193045e-06
    std = 0.141544902692289
    data = None
    min_val = -0.7156293988227844
    max_val = 0.7440004348754883
