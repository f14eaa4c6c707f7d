class Program_weight_tensor_meta_mean_4:
    name = "mean_4"
    shape = [1, 192, 1, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 1.1815111457014755e-08
    std = 6.453044594025586e-07
    data = None
    min_val = -4.157563125772867e-06
    max_val = 4.68804228148656e-06


class Program_weight_tensor_meta_gates_2:
    name = "gates_2"
    shape = [1, 3, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00017441789222769047
    std = 0.053419463207935405
    data = None
    min_val = -0.16878539323806763
    max_val = 0.19033965468406677


class Program_weight_tensor_meta_ctx_all_7:
    name = "ctx_all_7"
    shape = [1, 192, 28, 28]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.3049842896362476e-08
    std = 1.78472965640112e-05
    data = None
    min_val = -0.00022054347209632397
    max_val = 0.0002280694170622155
