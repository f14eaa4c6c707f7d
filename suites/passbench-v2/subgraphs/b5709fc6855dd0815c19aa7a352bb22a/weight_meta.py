class Program_weight_tensor_meta_mul_9:
    name = "mul_9"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0012825708213003953
    std = 0.8230623532926342
    data = None
    min_val = -4.007680892944336
    max_val = 4.124204635620117


class Program_weight_tensor_meta_mul_10:
    name = "mul_10"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001138409837901646
    std = 0.5681033479939877
    data = None
    min_val = -3.638810634613037
    max_val = 3.5260214805603027


class Program_weight_tensor_meta_q_embed_2:
    name = "q_embed_2"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0032993445662032883
    std = 0.9997851962345248
    data = None
    min_val = -4.1442131996154785
    max_val = 4.174422264099121


class Program_weight_tensor_meta_q_pass_1:
    name = "q_pass_1"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.000990516853806006
    std = 0.9997061087494662
    data = None
    min_val = -4.259609222412109
    max_val = 4.106253623962402


class Program_weight_tensor_meta_k_pass_1:
    name = "k_pass_1"
    shape = [1, 16, 256, 40]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00018306142944116144
    std = 0.9994119777236404
    data = None
    min_val = -4.244853496551514
    max_val = 4.039690017700195
