class Program_weight_tensor_meta_neg_1:
    name = "neg_1"
    shape = [1, 8, 144, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0003606670631089375
    std = 0.0897808468347699
    data = None
    min_val = -0.38227468729019165
    max_val = 0.3575513958930969


class Program_weight_tensor_meta_x1_1:
    name = "x1_1"
    shape = [1, 8, 144, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00018182773930380195
    std = 0.09032203167566773
    data = None
    min_val = -0.3820320963859558
    max_val = 0.4169895052909851


class Program_weight_tensor_meta_sin_3:
    name = "sin_3"
    shape = [1, 1, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.16687321637032446
    std = 0.5131863703871787
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999983310699463


class Program_weight_tensor_meta_mul_5:
    name = "mul_5"
    shape = [1, 8, 144, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 7.2713977112605814e-06
    std = 0.07580821285515658
    data = None
    min_val = -0.380418062210083
    max_val = 0.4168930947780609
