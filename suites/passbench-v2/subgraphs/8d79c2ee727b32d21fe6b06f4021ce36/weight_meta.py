class Program_weight_tensor_meta_hidden_states_111:
    name = "hidden_states_111"
    shape = [1, 384, 1984]
    dtype = "torch.float16"
    device = "cpu"
    mean = -9.242605208598456e-05
    std = 0.0015196100239859075
    data = None
    min_val = -0.004537849687039852
    max_val = 0.005828408524394035


class Program_weight_tensor_meta_mul_113:
    name = "mul_113"
    shape = [1, 384, 1984]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3177486201266882e-06
    std = 3.3573727031439698e-06
    data = None
    min_val = 1.059969089260151e-18
    max_val = 3.396996180526912e-05
