class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 12, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -0.034014575387017326
    std = 2.5312123614255566
    data = None
    min_val = -9.04726505279541
    max_val = 9.926383972167969


class Program_weight_tensor_meta_dropout_4:
    name = "dropout_4"
    shape = [1, 12, 768]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.024481745352305653
    std = 1.049561716862903
    data = None
    min_val = -3.8508293628692627
    max_val = 4.462164878845215
