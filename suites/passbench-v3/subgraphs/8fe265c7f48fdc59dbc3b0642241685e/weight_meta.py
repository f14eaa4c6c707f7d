class Program_weight_tensor_meta_x:
    name = "x"
    shape = [1, 192, 56, 56]
    dtype = "torch.float16"
    device = "cpu"
    mean = 5.567170913707922e-06
    std = 0.039591560619587775
    data = None
    min_val = -0.17982237040996552
    max_val = 0.19778437912464142


class Program_weight_tensor_meta_hidden_states_8:
    name = "hidden_states_8"
    shape = [1, 56, 56, 96]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.067136430780072e-12
    std = 0.9943671593786853
    data = None
    min_val = -4.369259357452393
    max_val = 4.397266864776611
