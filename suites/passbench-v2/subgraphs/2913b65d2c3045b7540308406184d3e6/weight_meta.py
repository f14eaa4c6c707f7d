class Program_weight_tensor_meta_attention_probs_5:
    name = "attention_probs_5"
    shape = [1, 2, 784, 49]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.020408163270833547
    std = 2.119413026273306e-05
    data = None
    min_val = 0.020302774384617805
    max_val = 0.02050182782113552


class Program_weight_tensor_meta_value_layer_2:
    name = "value_layer_2"
    shape = [1, 2, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00022209249602049252
    std = 0.031232419442479373
    data = None
    min_val = -0.12328805029392242
    max_val = 0.12162883579730988
