class Program_weight_tensor_meta_queries_10:
    name = "queries_10"
    shape = [1, 1, 8, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 8.876895662979223e-09
    std = 1.000239206858916
    data = None
    min_val = -2.857326030731201
    max_val = 2.3921663761138916


class Program_weight_tensor_meta_point_embeddings:
    name = "point_embeddings"
    shape = [1, 1, 8, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0002789655215167386
    std = 0.00402721422196703
    data = None
    min_val = -0.013187240809202194
    max_val = 0.01255005318671465


class Program_weight_tensor_meta_keys_3:
    name = "keys_3"
    shape = [1, 1, 5184, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.30316734166153e-09
    std = 0.9999952730495218
    data = None
    min_val = -4.624691009521484
    max_val = 4.678214073181152


class Program_weight_tensor_meta_image_positional_embeddings_3:
    name = "image_positional_embeddings_3"
    shape = [1, 1, 5184, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.27086634628973344
    std = 0.6531705385550841
    data = None
    min_val = -1.0
    max_val = 1.0
