class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 3601, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -5.769916047063957e-05
    std = 1.0011087110710355
    data = None
    min_val = -3.236955404281616
    max_val = 3.601107120513916


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 3601, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.00013532960892193672
    std = 0.005739595558748019
    data = None
    min_val = -0.01763925701379776
    max_val = 0.019991561770439148
